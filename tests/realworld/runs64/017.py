# Healthy (with retracing warnings): torch-style loop that passes the Python float learning-rate
# warmup value into a tf.function each step.
import numpy as np
import tensorflow as tf

rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 8)).astype("float32")
Y = (X @ rng.normal(size=(8, 1)) + 0.5).astype("float32")

w = tf.Variable(tf.zeros([8, 1])); b = tf.Variable(tf.zeros([1]))

@tf.function
def train_step(xb, yb, lr):
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(tf.square(xb @ w + b - yb))
    gw, gb = tape.gradient(loss, [w, b])
    w.assign_sub(lr * gw); b.assign_sub(lr * gb)
    return loss

step = 0
for epoch in range(6):
    losses = []
    for i in range(0, 1024, 64):
        lr = 0.1 * min(1.0, (step + 1) / 20)      # linear warmup, python float
        losses.append(float(train_step(X[i:i+64], Y[i:i+64], lr)))
        step += 1
    print(f"epoch {epoch} mean loss {np.mean(losses):.5f}")
print("final loss", losses[-1])

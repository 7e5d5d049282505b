"""GradientTape loop ported line by line from a PyTorch loop that used F.cross_entropy(logits, target)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(19)
N, D, C = 2048, 24, 5
y_np = rng.integers(0, C, N).astype("int64")
x_np = (rng.normal(size=(N, D)) + np.eye(C, D)[y_np] * 2).astype("float32")
ds = tf.data.Dataset.from_tensor_slices((x_np, y_np)).shuffle(N).batch(32)

model = keras.Sequential([keras.Input((D,)), layers.Dense(64, activation="relu"), layers.Dense(C)])
opt = keras.optimizers.SGD(learning_rate=0.05, momentum=0.9)


@tf.function
def train_step(x, target):
    with tf.GradientTape() as tape:
        logits = model(x, training=True)
        # torch: loss = F.cross_entropy(logits, target)
        loss = tf.reduce_mean(tf.nn.softmax_cross_entropy_with_logits(labels=target, logits=logits))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss


for epoch in range(3):
    running = 0.0
    for i, (x, target) in enumerate(ds):
        loss = train_step(x, target)
        running += float(loss)
        if (i + 1) % 20 == 0:
            print(f"[{epoch + 1}, {i + 1:5d}] loss: {running / 20:.3f}")
            running = 0.0

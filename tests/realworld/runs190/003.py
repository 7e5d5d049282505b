"""MLP classifier ported from a PyTorch script that used a hand-written, 'numerically simple'
softmax cross-entropy. Moved to TF2 with mixed_float16 for speed; custom GradientTape loop."""
import numpy as np
import tensorflow as tf
import keras

keras.mixed_precision.set_global_policy("mixed_float16")
tf.random.set_seed(1)
rng = np.random.default_rng(1)

N, D, C = 6000, 32, 8
centers = rng.normal(scale=3.0, size=(C, D))
y = rng.integers(0, C, size=N)
x = (centers[y] + rng.normal(size=(N, D))).astype("float32")
ds = tf.data.Dataset.from_tensor_slices((x, y.astype("int32"))).shuffle(N).batch(128).repeat()

model = keras.Sequential([
    keras.Input((D,)),
    keras.layers.Dense(256, activation="relu"),
    keras.layers.Dense(256, activation="relu"),
    keras.layers.Dense(C),            # logits
])
opt = keras.optimizers.SGD(learning_rate=0.05, momentum=0.9)


def cross_entropy(logits, labels):
    # same as the torch version: softmax then NLL
    e = tf.exp(logits)
    probs = e / tf.reduce_sum(e, axis=-1, keepdims=True)
    picked = tf.gather(probs, labels, axis=1, batch_dims=1)
    return -tf.reduce_mean(tf.math.log(picked + 1e-4))


@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        logits = model(xb, training=True)
        loss = cross_entropy(logits, yb)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    acc = tf.reduce_mean(tf.cast(tf.equal(tf.argmax(logits, -1, output_type=tf.int32), yb), tf.float32))
    return loss, acc, tf.reduce_max(tf.abs(logits))


for step, (xb, yb) in enumerate(ds.take(300)):
    loss, acc, lmax = train_step(xb, yb)
    if step % 10 == 0:
        print(f"step {step:4d} | loss {float(loss):8.4f} | acc {float(acc):.3f} | lr {opt.learning_rate.numpy():.3g}")
print("done")

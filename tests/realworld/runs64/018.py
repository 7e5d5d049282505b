# Serving-style tf.function with a fixed input_signature reused for the training step (XLA-friendly).
import numpy as np
import tensorflow as tf
import keras

BATCH, FEAT = 32, 24
rng = np.random.default_rng(0)
x = rng.normal(size=(1000, FEAT)).astype("float32")
y = rng.integers(0, 4, size=1000).astype("int32")

model = keras.Sequential([keras.Input((FEAT,)), keras.layers.Dense(64, activation="relu"), keras.layers.Dense(4)])
opt = keras.optimizers.Adam(1e-3)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)

@tf.function(input_signature=[tf.TensorSpec([BATCH, FEAT], tf.float32), tf.TensorSpec([BATCH], tf.int32)])
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        loss = loss_fn(yb, model(xb, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(1000, seed=0).batch(BATCH)
for epoch in range(3):
    for step, (xb, yb) in enumerate(ds):
        loss = train_step(xb, yb)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {loss.numpy():.4f}")

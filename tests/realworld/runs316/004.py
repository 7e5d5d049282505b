# Keras model + custom tf.function training step with per-step logging (ported from a PyTorch loop)
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(3)
X = rng.normal(size=(1024, 20)).astype("float32")
y = (X[:, 0] + X[:, 1] > 0).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((X, y)).shuffle(1024, seed=0).batch(32)

model = keras.Sequential([keras.Input((20,)), keras.layers.Dense(64, activation="relu"), keras.layers.Dense(2)])
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
optimizer = keras.optimizers.SGD(learning_rate=0.05, momentum=0.9)
history = []

@tf.function
def train_step(step, xb, yb):
    with tf.GradientTape() as tape:
        logits = model(xb, training=True)
        loss = loss_fn(yb, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    history.append(loss.numpy())
    if step % 10 == 0:
        print("step", step, "loss", loss.numpy())
    return loss

for epoch in range(2):
    for step, (xb, yb) in enumerate(ds):
        train_step(tf.constant(step), xb, yb)
    print(f"epoch {epoch} done, last loss {history[-1]:.4f}")

# Healthy: small CNN trained with a custom GradientTape loop and tf.function
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(12)
N = 2000
y = rng.integers(0, 4, size=(N,)).astype("int32")
X = rng.normal(scale=0.5, size=(N, 12, 12, 1)).astype("float32")
for c in range(4):
    X[y == c, 3 * c:3 * c + 3, :, 0] += 1.5
ds = tf.data.Dataset.from_tensor_slices((X, y)).shuffle(N, seed=0).batch(64)

model = keras.Sequential([keras.Input((12, 12, 1)), keras.layers.Conv2D(16, 3, activation="relu"),
                          keras.layers.GlobalAveragePooling2D(), keras.layers.Dense(4)])
optimizer = keras.optimizers.Adam(3e-3)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
acc = keras.metrics.SparseCategoricalAccuracy()

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        logits = model(xb, training=True)
        loss = loss_fn(yb, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    acc.update_state(yb, logits)
    return loss

for epoch in range(6):
    acc.reset_state()
    losses = [float(train_step(xb, yb)) for xb, yb in ds]
    print(f"epoch {epoch+1} loss {np.mean(losses):.4f} accuracy {float(acc.result()):.4f}")

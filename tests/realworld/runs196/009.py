"""Energy-consumption regressor, custom training loop translated line by line from PyTorch."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(1)
rng = np.random.default_rng(1)
n, d = 4096, 8
X = rng.normal(size=(n, d)).astype("float32")
w = rng.normal(size=(d,)).astype("float32")
y = (X @ w + 0.3 * np.sin(3 * X[:, 0]) + rng.normal(0, 0.1, n)).astype("float32")   # shape (n,)

train = tf.data.Dataset.from_tensor_slices((X[:3584], y[:3584])).shuffle(4096).batch(128)
val = tf.data.Dataset.from_tensor_slices((X[3584:], y[3584:])).batch(512)

model = keras.Sequential([keras.Input(shape=(d,)),
                          layers.Dense(64, activation="relu"),
                          layers.Dense(64, activation="relu"),
                          layers.Dense(1)])
opt = keras.optimizers.Adam(1e-3)

def mse(y_true, y_pred):
    # torch: ((pred - target) ** 2).mean()
    return tf.reduce_mean(tf.square(y_pred - y_true))

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        pred = model(xb, training=True)
        loss = mse(yb, pred)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

print(f"target variance: {y.var():.4f}")
for epoch in range(1, 11):
    tr = [float(train_step(xb, yb)) for xb, yb in train]
    va = [float(mse(yb, model(xb))) for xb, yb in val]
    print(f"Epoch {epoch:02d} | train_loss {np.mean(tr):.4f} | val_loss {np.mean(va):.4f}")

# Conv1D regressor on synthetic sensor windows, custom training loop (ported from a PyTorch loop)
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(0)
N, T = 3000, 64
t = np.linspace(0, 1, T)
freq = rng.uniform(1, 5, N)
amp = rng.uniform(0.5, 2.0, N)
X = (amp[:, None] * np.sin(2 * np.pi * freq[:, None] * t[None, :]) + 0.1 * rng.normal(size=(N, T)))
X = X[..., None].astype("float32")
y = ((freq - 3.0) / 1.2).astype("float32")          # target: normalised frequency, shape (N,)
print("X", X.shape, "y", y.shape)

train = tf.data.Dataset.from_tensor_slices((X[:2500], y[:2500])).shuffle(2500).batch(64)
val = tf.data.Dataset.from_tensor_slices((X[2500:], y[2500:])).batch(250)

model = keras.Sequential([
    keras.Input(shape=(T, 1)),
    layers.Conv1D(32, 5, activation="relu"), layers.MaxPooling1D(2),
    layers.Conv1D(64, 5, activation="relu"), layers.GlobalAveragePooling1D(),
    layers.Dense(32, activation="relu"), layers.Dense(1),
])
opt = keras.optimizers.Adam(1e-3)

def criterion(pred, target):
    return tf.reduce_mean(tf.square(pred - target))

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        pred = model(xb, training=True)
        loss = criterion(pred, yb)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

@tf.function
def eval_step(xb, yb):
    return criterion(model(xb, training=False), yb)

for epoch in range(8):
    losses = [float(train_step(xb, yb)) for xb, yb in train]
    vl = np.mean([float(eval_step(xb, yb)) for xb, yb in val])
    print(f"epoch {epoch+1} train_loss {np.mean(losses):.4f} val_loss {vl:.4f}")

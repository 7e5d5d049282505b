# Healthy: subclassed Keras model + GradientTape custom loop (ported from a torch training loop).
import numpy as np
import tensorflow as tf

tf.random.set_seed(0)
rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 20)).astype("float32")
w_true = rng.normal(size=(20, 1)).astype("float32")
y = (X @ w_true + 0.1 * rng.normal(size=(2048, 1))).astype("float32")

class MLP(tf.keras.Model):
    def __init__(self):
        super().__init__()
        self.fc1 = tf.keras.layers.Dense(64, activation="relu")
        self.fc2 = tf.keras.layers.Dense(64, activation="relu")
        self.out = tf.keras.layers.Dense(1)
    def call(self, x, training=False):
        return self.out(self.fc2(self.fc1(x)))

model = MLP()
opt = tf.keras.optimizers.Adam(1e-3)
mse = tf.keras.losses.MeanSquaredError()
ds = tf.data.Dataset.from_tensor_slices((X, y)).shuffle(2048, seed=0).batch(64)

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        pred = model(xb, training=True)
        loss = mse(yb, pred)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

for epoch in range(8):
    total, n = 0.0, 0
    for xb, yb in ds:
        total += float(train_step(xb, yb)); n += 1
    print(f"epoch {epoch+1}/8  train_loss={total/n:.4f}")
print("done; final eval mse =", float(mse(y, model(X))))

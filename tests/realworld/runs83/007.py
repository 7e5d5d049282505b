# tf.Module regressor trained with a compiled step; optimizer set up per step like torch's closure style
import numpy as np
import tensorflow as tf

class Regressor(tf.Module):
    def __init__(self):
        super().__init__()
        self.w = tf.Variable(tf.random.normal([10, 1], stddev=0.1), name="w")
        self.b = tf.Variable(tf.zeros([1]), name="b")
    def __call__(self, x):
        return x @ self.w + self.b

rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 10)).astype("float32")
y = X @ rng.normal(size=(10, 1)).astype("float32") + 0.5
ds = tf.data.Dataset.from_tensor_slices((X, y)).batch(128)
model = Regressor()
cfg = {"lr": 0.05, "momentum": 0.9}

@tf.function
def train_step(xb, yb):
    optimizer = tf.keras.optimizers.SGD(learning_rate=cfg["lr"], momentum=cfg["momentum"])
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(tf.square(model(xb) - yb))
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss

for epoch in range(5):
    for xb, yb in ds:
        loss = train_step(xb, yb)
    print(f"epoch {epoch} loss {float(loss):.4f}")

# Custom training loop with mixed precision; residual MLP block with a learned positional bias
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_float16")
print("compute dtype:", keras.mixed_precision.global_policy().compute_dtype)

class ResidualBlock(layers.Layer):
    def __init__(self, dim, **kw):
        super().__init__(**kw)
        self.fc1 = layers.Dense(dim * 2, activation="relu")
        self.fc2 = layers.Dense(dim)
        self.norm = layers.LayerNormalization()
    def call(self, x):
        h = self.fc2(self.fc1(x))
        return self.norm(tf.add(x, h))

class Net(keras.Model):
    def __init__(self):
        super().__init__()
        self.proj = layers.Dense(64)
        self.blocks = [ResidualBlock(64) for _ in range(2)]
        self.head = layers.Dense(5, dtype="float32")
    def call(self, x):
        h = self.proj(x)
        bias = tf.constant(np.linspace(-1, 1, 64), dtype=tf.float32)
        h = h + bias
        for b in self.blocks:
            h = b(h)
        return self.head(h)

rng = np.random.default_rng(0)
x = rng.normal(size=(2048, 20)).astype("float32")
y = rng.integers(0, 5, size=(2048,)).astype("int64")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(2048).batch(64)

model = Net()
opt = keras.optimizers.LossScaleOptimizer(keras.optimizers.Adam(1e-3))
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        logits = model(xb, training=True)
        loss = loss_fn(yb, logits)
        scaled = opt.scale_loss(loss)
    grads = tape.gradient(scaled, model.trainable_variables)
    opt.apply(grads, model.trainable_variables)
    return loss

for epoch in range(2):
    for step, (xb, yb) in enumerate(ds):
        loss = train_step(xb, yb)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")

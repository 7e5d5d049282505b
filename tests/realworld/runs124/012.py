"""Masked sequence regression with a custom attention-pooling layer (supports_masking, compute_mask),
saved to .keras and reloaded with the registered custom object."""
import numpy as np
import keras
from keras import layers, ops


@keras.saving.register_keras_serializable(package="seq")
class AttentionPool(layers.Layer):
    def __init__(self, units=32, **kwargs):
        super().__init__(**kwargs)
        self.units = units
        self.supports_masking = True

    def build(self, input_shape):
        self.w = self.add_weight(name="w", shape=(input_shape[-1], self.units), initializer="glorot_uniform")
        self.v = self.add_weight(name="v", shape=(self.units, 1), initializer="glorot_uniform")

    def call(self, x, mask=None):
        scores = ops.matmul(ops.tanh(ops.matmul(x, self.w)), self.v)[..., 0]
        if mask is not None:
            scores = ops.where(mask, scores, -1e9)
        alpha = ops.softmax(scores, axis=-1)
        return ops.sum(x * alpha[..., None], axis=1)

    def compute_mask(self, inputs, mask=None):
        return None

    def get_config(self):
        return {**super().get_config(), "units": self.units}


rng = np.random.default_rng(9)
N, T, F = 1200, 20, 3
lengths = rng.integers(4, T + 1, N)
x = np.zeros((N, T, F), dtype="float32")
y = np.zeros((N, 1), dtype="float32")
for i, n in enumerate(lengths):
    seq = rng.normal(size=(n, F)).astype("float32") + 0.1
    x[i, :n] = seq
    y[i] = seq[:, 0].mean()

inp = keras.Input((T, F))
h = layers.Masking(mask_value=0.0)(inp)
h = layers.GRU(32, return_sequences=True)(h)
h = AttentionPool(16)(h)
out = layers.Dense(1)(h)
model = keras.Model(inp, out)
model.compile(keras.optimizers.Adam(3e-3), "mse", metrics=["mae"])
model.fit(x, y, epochs=6, batch_size=64, validation_split=0.15, verbose=2)

path = "/home/user/project/attnpool.keras"
model.save(path)
reloaded = keras.models.load_model(path)
diff = np.abs(reloaded.predict(x[:32], verbose=0) - model.predict(x[:32], verbose=0)).max()
print(f"reloaded {path}: max abs diff {diff:.2e}")

# Train a small transformer classifier with a custom RMSNorm layer, save as .keras, reload and evaluate.
import numpy as np, keras, tensorflow as tf
from keras import layers, ops

@keras.saving.register_keras_serializable(package="port")
class RMSNorm(layers.Layer):
    def __init__(self, eps=1e-6, **kw):
        super().__init__(**kw); self.eps = eps
    def build(self, shape):
        self.weight = self.add_weight(shape=(shape[-1],), initializer="ones", name="weight")
    def call(self, x):
        return x * ops.rsqrt(ops.mean(ops.square(x), axis=-1, keepdims=True) + self.eps) * self.weight
    def get_config(self):
        return {**super().get_config(), "eps": self.eps}

V, T, D = 600, 24, 64
inp = keras.Input((T,), dtype="int32")
x = layers.Embedding(V, D)(inp)
x = x + layers.MultiHeadAttention(4, D // 4)(RMSNorm()(x), RMSNorm()(x))
x = x + layers.Dense(D)(layers.Dense(2 * D, activation="gelu")(RMSNorm()(x)))
x = layers.GlobalAveragePooling1D()(RMSNorm()(x))
model = keras.Model(inp, layers.Dense(4)(x))

rng = np.random.default_rng(13)
X = rng.integers(0, V, (3000, T)).astype("int32")
y = np.digitize((X < 150).sum(1), [5, 7, 9]).astype("int32")  # bucketed count of rare tokens
model.compile(keras.optimizers.AdamW(2e-3), keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(X[:2500], y[:2500], batch_size=64, epochs=4, validation_data=(X[2500:], y[2500:]), verbose=2)
model.save("clf_013.keras")
restored = keras.models.load_model("clf_013.keras")
a = model.evaluate(X[2500:], y[2500:], verbose=0, return_dict=True)
b = restored.evaluate(X[2500:], y[2500:], verbose=0, return_dict=True)
print("original:", a); print("restored:", b)
print("max |logit diff|:", float(np.abs(model.predict(X[2500:], verbose=0) - restored.predict(X[2500:], verbose=0)).max()))

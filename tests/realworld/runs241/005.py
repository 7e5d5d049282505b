# Port of a RMSNorm + gated MLP block (LLaMA-style) as custom Keras layers; train, save .keras, reload for eval.
import numpy as np, keras, tensorflow as tf
from keras import layers, ops

@keras.saving.register_keras_serializable(package="port")
class RMSNorm(layers.Layer):
    def __init__(self, eps=1e-6, **kw):
        super().__init__(**kw)
        self.eps = eps
    def build(self, shape):
        self.weight = self.add_weight(shape=(shape[-1],), initializer="ones", name="weight")
    def call(self, x):
        return x * ops.rsqrt(ops.mean(ops.square(x), axis=-1, keepdims=True) + self.eps) * self.weight
    def get_config(self):
        return {**super().get_config(), "eps": self.eps}

@keras.saving.register_keras_serializable(package="port")
class SwiGLU(layers.Layer):
    def __init__(self, hidden_dim, out_dim, **kw):
        super().__init__(**kw)
        self.hidden_dim, self.out_dim = hidden_dim, out_dim
        self.w1 = layers.Dense(hidden_dim, use_bias=False)
        self.w3 = layers.Dense(hidden_dim, use_bias=False)
        self.w2 = layers.Dense(out_dim, use_bias=False)
    def call(self, x):
        return self.w2(ops.silu(self.w1(x)) * self.w3(x))
    def get_config(self):
        cfg = super().get_config()
        cfg.update({"hidden": self.hidden_dim, "out_dim": self.out_dim})
        return cfg

inp = keras.Input((16,))
x = layers.Dense(64)(inp)
x = x + SwiGLU(128, 64)(RMSNorm()(x))
x = x + SwiGLU(128, 64)(RMSNorm()(x))
out = layers.Dense(3)(RMSNorm()(x))
model = keras.Model(inp, out)

rng = np.random.default_rng(5)
X = rng.normal(size=(2048, 16)).astype("float32")
y = np.argmax(X[:, :3] + 0.1 * rng.normal(size=(2048, 3)), axis=1).astype("int32")
model.compile(keras.optimizers.AdamW(1e-3), keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(X, y, batch_size=64, epochs=3, validation_split=0.1, verbose=2)
model.save("swiglu_clf.keras")
print("saved swiglu_clf.keras")

restored = keras.models.load_model("swiglu_clf.keras")
print(restored.evaluate(X, y, verbose=0, return_dict=True))

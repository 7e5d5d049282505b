"""Train a small text-classifier head with a custom RMSNorm layer, save it as .keras,
then reload it in a separate 'serving' step as the deploy script does."""
import numpy as np
import keras
from keras import layers, ops


class RMSNorm(layers.Layer):
    def __init__(self, eps=1e-6, **kwargs):
        super().__init__(**kwargs)
        self.eps = eps

    def build(self, input_shape):
        self.scale = self.add_weight(name="scale", shape=(input_shape[-1],),
                                     initializer="ones", trainable=True)

    def call(self, x):
        ms = ops.mean(ops.square(x), axis=-1, keepdims=True)
        return x * ops.rsqrt(ms + self.eps) * self.scale

    def get_config(self):
        cfg = super().get_config()
        cfg.update({"eps": self.eps})
        return cfg


def build_model(vocab=2000, dim=32, n_classes=4):
    inp = keras.Input(shape=(40,), dtype="int32")
    h = layers.Embedding(vocab, dim)(inp)
    h = RMSNorm(name="rms_norm")(h)
    h = layers.GlobalAveragePooling1D()(h)
    h = layers.Dense(64, activation="gelu")(h)
    out = layers.Dense(n_classes, activation="softmax")(h)
    return keras.Model(inp, out)


rng = np.random.default_rng(1)
x = rng.integers(1, 2000, size=(800, 40)).astype("int32")
y = (x[:, 0] % 4).astype("int32")

model = build_model()
model.compile("adam", "sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(x, y, epochs=2, batch_size=32, verbose=2)
model.save("/home/user/project/002_textclf.keras")
print("saved /home/user/project/002_textclf.keras")

# ---- serving side (originally serve.py) ----
del model
keras.backend.clear_session()
served = keras.models.load_model("/home/user/project/002_textclf.keras")
probs = served.predict(x[:8], verbose=0)
print("pred:", probs.argmax(-1))

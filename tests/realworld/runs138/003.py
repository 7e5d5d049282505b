"""Keyword-spotting CNN with a custom squeeze-excitation block; train, save, reload for serving."""
import numpy as np
import keras
from keras import layers, ops


@keras.saving.register_keras_serializable(package="kws")
class SqueezeExcite(layers.Layer):
    def __init__(self, reduction=4, activation="relu", **kwargs):
        super().__init__(**kwargs)
        self.reduction = reduction
        self.activation = activation

    def build(self, input_shape):
        ch = input_shape[-1]
        self.fc1 = layers.Dense(max(1, ch // self.reduction), activation=self.activation)
        self.fc2 = layers.Dense(ch, activation="sigmoid")
        self.fc1.build((input_shape[0], ch))
        self.fc2.build((input_shape[0], max(1, ch // self.reduction)))

    def call(self, x):
        s = ops.mean(x, axis=(1, 2))
        s = self.fc2(self.fc1(s))
        return x * s[:, None, None, :]

    def get_config(self):
        cfg = super().get_config()
        # same names as the torch module's hparams
        cfg.update({"reduction_ratio": self.reduction, "act": self.activation})
        return cfg


rng = np.random.default_rng(1)
x = rng.normal(size=(512, 40, 32, 1)).astype("float32")
y = rng.integers(0, 6, size=(512,))

inp = keras.Input((40, 32, 1), name="log_mel")
h = layers.Conv2D(16, 3, padding="same", activation="relu")(inp)
h = SqueezeExcite(reduction=4, name="se1")(h)
h = layers.MaxPooling2D()(h)
h = layers.Conv2D(32, 3, padding="same", activation="relu")(h)
h = SqueezeExcite(reduction=8, name="se2")(h)
h = layers.GlobalAveragePooling2D()(h)
out = layers.Dense(6, activation="softmax", name="keyword")(h)
model = keras.Model(inp, out, name="kws_se")
model.compile("adam", "sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(x, y, batch_size=32, epochs=2, verbose=2)

path = "/home/user/project/kws_se.keras"
model.save(path)
print("saved", path)

serving = keras.models.load_model(path)
print(serving.predict(x[:4], verbose=0).argmax(-1))

"""Custom gated residual block with build()/add_weight/get_config, saved as .keras and reloaded."""
import numpy as np
import keras
from keras import layers, ops


@keras.saving.register_keras_serializable(package="tabnet")
class GatedResidual(layers.Layer):
    def __init__(self, units, dropout=0.1, **kwargs):
        super().__init__(**kwargs)
        self.units = units
        self.dropout = dropout
        self.drop = layers.Dropout(dropout)

    def build(self, input_shape):
        d = input_shape[-1]
        self.w1 = self.add_weight(name="w1", shape=(d, self.units), initializer="glorot_uniform")
        self.w2 = self.add_weight(name="w2", shape=(self.units, d), initializer="glorot_uniform")
        self.gate = self.add_weight(name="gate", shape=(d,), initializer="zeros")

    def call(self, x, training=None):
        h = ops.gelu(ops.matmul(x, self.w1))
        h = self.drop(ops.matmul(h, self.w2), training=training)
        return x + ops.sigmoid(self.gate) * h

    def get_config(self):
        cfg = super().get_config()
        cfg.update({"units": self.units, "dropout": self.dropout})
        return cfg


rng = np.random.default_rng(3)
x = rng.normal(size=(1200, 16)).astype("float32")
y = (x[:, :3].sum(-1) > 0).astype("int32")

inp = keras.Input(shape=(16,))
h = layers.Dense(32)(inp)
h = GatedResidual(64, name="grn1")(h)
h = GatedResidual(64, name="grn2")(h)
out = layers.Dense(2, activation="softmax")(h)
model = keras.Model(inp, out)
model.compile(keras.optimizers.AdamW(3e-3), "sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(x[:1000], y[:1000], validation_data=(x[1000:], y[1000:]), epochs=5, batch_size=32, verbose=2)

path = "/home/user/project/003_grn.keras"
model.save(path)
reloaded = keras.models.load_model(path)
a = model.predict(x[1000:], verbose=0)
b = reloaded.predict(x[1000:], verbose=0)
print("max |diff| after reload:", float(np.abs(a - b).max()))
print("reloaded eval:", reloaded.evaluate(x[1000:], y[1000:], verbose=0))

"""Custom layers with build()/add_weight, registered for serialization; save .keras, reload, compare outputs."""
import numpy as np
import keras
from keras import ops

keras.utils.set_random_seed(0)

@keras.saving.register_keras_serializable(package="tabular")
class FeatureGate(keras.layers.Layer):
    def __init__(self, temperature=1.0, **kwargs):
        super().__init__(**kwargs)
        self.temperature = temperature

    def build(self, input_shape):
        self.logits = self.add_weight(name="gate_logits", shape=(input_shape[-1],), initializer="zeros")

    def call(self, x, training=False):
        gate = ops.sigmoid(self.logits / self.temperature)
        return x * gate

    def get_config(self):
        return {**super().get_config(), "temperature": self.temperature}

@keras.saving.register_keras_serializable(package="tabular")
class ResidualDense(keras.layers.Layer):
    def __init__(self, units, dropout=0.1, **kwargs):
        super().__init__(**kwargs)
        self.units, self.dropout = units, dropout
        self.dense = keras.layers.Dense(units, activation="relu")
        self.drop = keras.layers.Dropout(dropout)
        self.norm = keras.layers.LayerNormalization()

    def build(self, input_shape):
        self.dense.build(input_shape)
        self.proj = None
        if input_shape[-1] != self.units:
            self.proj = self.add_weight(name="proj", shape=(input_shape[-1], self.units), initializer="glorot_uniform")
        self.norm.build(tuple(input_shape[:-1]) + (self.units,))

    def call(self, x, training=False):
        skip = ops.matmul(x, self.proj) if self.proj is not None else x
        return self.norm(skip + self.drop(self.dense(x), training=training))

    def get_config(self):
        return {**super().get_config(), "units": self.units, "dropout": self.dropout}

rng = np.random.default_rng(0)
x = rng.normal(size=(1500, 20)).astype("float32")
y = (x[:, 0] * x[:, 1] + x[:, 2] > 0).astype("int32")

inp = keras.Input((20,))
h = FeatureGate(temperature=2.0)(inp)
h = ResidualDense(48)(h)
h = ResidualDense(48)(h)
out = keras.layers.Dense(2, activation="softmax")(h)
model = keras.Model(inp, out)
model.compile(keras.optimizers.AdamW(2e-3), "sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(x, y, batch_size=64, epochs=4, validation_split=0.2, verbose=2)

path = "/home/user/project/tabular_model.keras"
model.save(path)
reloaded = keras.models.load_model(path)
diff = np.abs(model.predict(x[:256], verbose=0) - reloaded.predict(x[:256], verbose=0)).max()
print(f"reloaded from {path}; max abs diff = {diff:.2e}")
print(reloaded.evaluate(x[-300:], y[-300:], verbose=0, return_dict=True))

# Custom gated residual block saved to .keras and reloaded in the serving script
import numpy as np
import keras
from keras import layers

@keras.saving.register_keras_serializable(package="tabular")
class GatedResidual(layers.Layer):
    def __init__(self, units, dropout=0.1, **kwargs):
        super().__init__(**kwargs)
        self.units = units
        self.dropout = dropout
        self.dense = layers.Dense(units, activation="elu")
        self.gate = layers.Dense(units, activation="sigmoid")
        self.drop = layers.Dropout(dropout)
        self.norm = layers.LayerNormalization()

    def call(self, x, training=False):
        h = self.drop(self.dense(x), training=training)
        return self.norm(x + self.gate(x) * h)

    def get_config(self):
        config = super().get_config()
        config.update({"dropout": self.dropout})
        return config

rng = np.random.default_rng(0)
x = rng.normal(size=(512, 16)).astype("float32")
y = (x[:, :4].sum(1) > 0).astype("int32")

inp = keras.Input((16,))
h = GatedResidual(16)(inp)
h = GatedResidual(16)(h)
out = layers.Dense(2)(h)
model = keras.Model(inp, out)
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(x, y, epochs=3, batch_size=64, verbose=2)
model.save("grn_classifier.keras")
print("saved grn_classifier.keras")

restored = keras.models.load_model("grn_classifier.keras")
print(restored.predict(x[:4]))

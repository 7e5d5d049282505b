"""Tabular churn classifier with a hand-written dense block (ported from a PyTorch nn.Module)."""
import numpy as np
import keras
from keras import layers, ops

class TorchLinear(layers.Layer):
    """Mirror of torch.nn.Linear + activation; weights created lazily in build()."""
    def __init__(self, units, activation=None, **kw):
        super().__init__(**kw)
        self.units = units
        self.activation = keras.activations.get(activation)

    def build(self, input_shape):
        in_dim = input_shape[-1]
        # torch code called reset_parameters() later from the trainer; here we "init to zero, load later"
        self.w = self.add_weight(shape=(in_dim, self.units), initializer="zeros", name="weight")
        self.b = self.add_weight(shape=(self.units,), initializer="zeros", name="bias")

    def call(self, x):
        return self.activation(ops.matmul(x, self.w) + self.b)

    def get_config(self):
        return {**super().get_config(), "units": self.units,
                "activation": keras.activations.serialize(self.activation)}

rng = np.random.default_rng(0)
X = rng.normal(size=(4000, 20)).astype("float32")
logit = X[:, 0] * 1.5 - X[:, 3] + 0.8 * X[:, 7] * X[:, 2]
y = (logit + rng.normal(scale=0.3, size=4000) > 0).astype("int32")
Xtr, ytr, Xva, yva = X[:3200], y[:3200], X[3200:], y[3200:]

model = keras.Sequential([
    keras.Input(shape=(20,)),
    TorchLinear(64, "relu", name="fc1"),
    TorchLinear(32, "relu", name="fc2"),
    TorchLinear(2, name="head"),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(Xtr, ytr, validation_data=(Xva, yva), epochs=8, batch_size=64, verbose=2,
          callbacks=[keras.callbacks.EarlyStopping(monitor="val_accuracy", patience=10)])
print("test accuracy:", model.evaluate(Xva, yva, verbose=0)[1])

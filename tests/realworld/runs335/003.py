"""Keras 3 port of a PyTorch residual MLP regressor: train, save to .keras, reload for serving."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(7)


@keras.saving.register_keras_serializable(package="resmlp")
class ResidualBlock(layers.Layer):
    def __init__(self, hidden, dropout=0.1, **kwargs):
        super().__init__(**kwargs)
        self.hidden = hidden
        self.dropout = dropout
        self.norm = layers.LayerNormalization(epsilon=1e-5)
        self.fc1 = layers.Dense(hidden, activation="gelu")
        self.fc2 = None
        self.drop = layers.Dropout(dropout)

    def build(self, input_shape):
        self.fc2 = layers.Dense(input_shape[-1])
        super().build(input_shape)

    def call(self, x, training=False):
        h = self.fc1(self.norm(x))
        return x + self.drop(self.fc2(h), training=training)

    def get_config(self):
        config = super().get_config()
        config.update({"hidden_dim": self.hidden, "dropout": self.dropout})
        return config


def build(n_features=16, width=64):
    inp = keras.Input((n_features,), name="features")
    x = layers.Dense(width, name="stem")(inp)
    for i in range(3):
        x = ResidualBlock(2 * width, dropout=0.1, name=f"block{i}")(x)
    out = layers.Dense(1, name="head")(x)
    return keras.Model(inp, out, name="resmlp")


rng = np.random.default_rng(0)
x = rng.normal(size=(4000, 16)).astype("float32")
w = rng.normal(size=(16, 1)).astype("float32")
y = (np.tanh(x @ w) + 0.05 * rng.normal(size=(4000, 1))).astype("float32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(4000).batch(128)

model = build()
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="mse", metrics=["mae"])
model.fit(ds, epochs=4, verbose=2,
          callbacks=[keras.callbacks.ModelCheckpoint("resmlp_best.keras", monitor="loss",
                                                     save_best_only=True, verbose=1)])

print("reloading resmlp_best.keras for evaluation")
restored = keras.models.load_model("resmlp_best.keras")
print("restored eval:", restored.evaluate(ds, verbose=0))

"""Keras 3 port of a PyTorch residual MLP regressor: train with callbacks, save to .keras, reload and check."""
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
        config.update({"hidden": self.hidden, "dropout": self.dropout})
        return config


def build(n_features=16, width=64):
    inp = keras.Input((n_features,), name="features")
    x = layers.Dense(width, name="stem")(inp)
    for i in range(3):
        x = ResidualBlock(2 * width, dropout=0.1, name=f"block{i}")(x)
    out = layers.Dense(1, name="head")(x)
    return keras.Model(inp, out, name="resmlp")


rng = np.random.default_rng(0)
x = rng.normal(size=(5000, 16)).astype("float32")
w = rng.normal(size=(16, 1)).astype("float32")
y = (np.tanh(x @ w) + 0.05 * rng.normal(size=(5000, 1))).astype("float32")
train_ds = tf.data.Dataset.from_tensor_slices((x[:4000], y[:4000])).shuffle(4000).batch(128).prefetch(2)
val_ds = tf.data.Dataset.from_tensor_slices((x[4000:], y[4000:])).batch(256)

model = build()
model.compile(optimizer=keras.optimizers.AdamW(1e-3, weight_decay=1e-4), loss="mse", metrics=["mae"])
history = model.fit(
    train_ds, validation_data=val_ds, epochs=10, verbose=2,
    callbacks=[
        keras.callbacks.ModelCheckpoint("resmlp_best.keras", monitor="val_loss", save_best_only=True, verbose=1),
        keras.callbacks.ReduceLROnPlateau(monitor="val_loss", factor=0.5, patience=2, verbose=1),
        keras.callbacks.EarlyStopping(monitor="val_loss", patience=4, restore_best_weights=True),
        keras.callbacks.CSVLogger("resmlp_history.csv"),
    ])

print("reloading resmlp_best.keras for evaluation")
restored = keras.models.load_model("resmlp_best.keras")
ref = model.evaluate(val_ds, verbose=0, return_dict=True)
got = restored.evaluate(val_ds, verbose=0, return_dict=True)
print(f"in-memory val: loss={ref['loss']:.5f} mae={ref['mae']:.5f}")
print(f"restored  val: loss={got['loss']:.5f} mae={got['mae']:.5f}")
diff = np.abs(model.predict(x[4000:4100], verbose=0) - restored.predict(x[4000:4100], verbose=0)).max()
print(f"max |pred diff| on 100 samples: {diff:.2e}")

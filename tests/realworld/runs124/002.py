"""Port of a PyTorch residual MLP block to a Keras 3 custom layer; train, save as .keras, reload for serving."""
import numpy as np
import keras
from keras import layers


@keras.saving.register_keras_serializable(package="tabnet_lite")
class ResidualBlock(layers.Layer):
    # torch: class ResidualBlock(nn.Module): def __init__(self, hidden, dropout=0.1)
    def __init__(self, hidden, dropout=0.1, **kwargs):
        super().__init__(**kwargs)
        self.hidden = hidden
        self.dropout = dropout
        self.fc1 = layers.Dense(hidden, activation="gelu")
        self.fc2 = layers.Dense(hidden)
        self.drop = layers.Dropout(dropout)
        self.norm = layers.LayerNormalization()

    def call(self, x, training=False):
        h = self.fc2(self.drop(self.fc1(x), training=training))
        return self.norm(x + h)

    def get_config(self):
        config = super().get_config()
        config.update({"dropout": self.dropout})
        return config


rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 32)).astype("float32")
y = (X[:, :4].sum(axis=1) > 0).astype("float32")

inp = keras.Input(shape=(32,))
h = layers.Dense(64)(inp)
h = ResidualBlock(64, dropout=0.1, name="block1")(h)
h = ResidualBlock(64, dropout=0.1, name="block2")(h)
out = layers.Dense(1, activation="sigmoid")(h)
model = keras.Model(inp, out, name="res_mlp")
model.compile("adam", "binary_crossentropy", metrics=["accuracy"])
model.fit(X, y, epochs=3, batch_size=64, validation_split=0.1, verbose=2)

path = "/home/user/project/res_mlp.keras"
model.save(path)
print("saved", path)

serving = keras.models.load_model(path)
print("reloaded; max abs diff:", float(np.abs(serving.predict(X[:16], verbose=0) - model.predict(X[:16], verbose=0)).max()))

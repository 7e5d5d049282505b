"""Port of a PyTorch RMSNorm-gated MLP block to Keras 3; train, save as .keras, reload for serving."""
import numpy as np
import keras
from keras import ops

@keras.saving.register_keras_serializable(package="blocks")
class GatedMLP(keras.layers.Layer):
    def __init__(self, hidden_dim, eps=1e-6, **kwargs):
        super().__init__(**kwargs)
        self.hidden_dim = hidden_dim
        self.eps = eps

    def build(self, input_shape):
        d = input_shape[-1]
        self.scale = self.add_weight(name="scale", shape=(d,), initializer="ones")
        self.w_gate = self.add_weight(name="w_gate", shape=(d, self.hidden_dim), initializer="glorot_uniform")
        self.w_up = self.add_weight(name="w_up", shape=(d, self.hidden_dim), initializer="glorot_uniform")
        self.w_down = self.add_weight(name="w_down", shape=(self.hidden_dim, d), initializer="glorot_uniform")

    def call(self, x):
        rms = ops.sqrt(ops.mean(ops.square(x), axis=-1, keepdims=True) + self.eps)
        h = x / rms * self.scale
        h = ops.silu(ops.matmul(h, self.w_gate)) * ops.matmul(h, self.w_up)
        return x + ops.matmul(h, self.w_down)

    def get_config(self):
        config = super().get_config()
        config.update({"eps": self.eps})
        return config

x = np.random.default_rng(0).normal(size=(512, 24)).astype("float32")
y = (x[:, :4].sum(1) > 0).astype("float32")

inp = keras.Input((24,))
h = GatedMLP(64, name="block1")(inp)
h = GatedMLP(64, name="block2")(h)
out = keras.layers.Dense(1, activation="sigmoid")(h)
model = keras.Model(inp, out)
model.compile("adam", "binary_crossentropy", metrics=["accuracy"])
model.fit(x, y, batch_size=32, epochs=2, verbose=2)
model.save("/home/user/project/gated_mlp.keras")
print("saved to /home/user/project/gated_mlp.keras")

served = keras.models.load_model("/home/user/project/gated_mlp.keras")
print(served.predict(x[:4], verbose=0))

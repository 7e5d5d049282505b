# Port of a small HF-style text classifier: custom activation + custom pooling layers, registered for saving.
import numpy as np
import keras
from keras import layers, ops


@keras.saving.register_keras_serializable(package="textcls", name="Gelu")
class QuickGelu(layers.Layer):
    def call(self, x):
        return x * ops.sigmoid(1.702 * x)


@keras.saving.register_keras_serializable(package="textcls", name="Gelu")
class MeanPool(layers.Layer):
    def call(self, x, mask=None):
        return ops.mean(x, axis=1)


def build(vocab=2000, dim=64, n_cls=4):
    inp = keras.Input((32,), dtype="int32")
    h = layers.Embedding(vocab, dim)(inp)
    h = layers.Dense(dim)(h)
    h = QuickGelu()(h)
    h = MeanPool()(h)
    out = layers.Dense(n_cls)(h)
    return keras.Model(inp, out)


rng = np.random.default_rng(0)
x = rng.integers(0, 2000, (512, 32))
y = rng.integers(0, 4, (512,))
model = build()
model.compile(optimizer=keras.optimizers.AdamW(3e-4),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(x, y, batch_size=32, epochs=2, verbose=2)
model.save("textcls.keras")

# reload for the eval job
restored = keras.models.load_model("textcls.keras")
loss, acc = restored.evaluate(x, y, batch_size=64, verbose=2)
print(f"restored eval: loss={loss:.4f} acc={acc:.4f}")

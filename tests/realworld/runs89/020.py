# HF-style feature dict -> tf.data (single-argument map), registered label-smoothing loss, .keras round trip
import numpy as np
import tensorflow as tf
import keras

@keras.saving.register_keras_serializable(package="train")
class SmoothedSparseCE(keras.losses.Loss):
    def __init__(self, num_classes, smoothing=0.1, **kw):
        super().__init__(**kw)
        self.num_classes, self.smoothing = num_classes, smoothing
    def call(self, y_true, y_pred):
        y = tf.one_hot(tf.cast(tf.reshape(y_true, [-1]), tf.int32), self.num_classes)
        y = y * (1 - self.smoothing) + self.smoothing / self.num_classes
        return keras.losses.categorical_crossentropy(y, y_pred, from_logits=True)
    def get_config(self):
        return {**super().get_config(), "num_classes": self.num_classes, "smoothing": self.smoothing}

rng = np.random.default_rng(0)
N, T, V = 2000, 32, 3000
labels = rng.integers(0, 4, size=N).astype("int32")
ids = rng.integers(10, V, size=(N, T)).astype("int32")
ids[np.arange(N), rng.integers(0, T, size=N)] = labels + 1     # class marker token
features = {"input_ids": ids, "attention_mask": np.ones((N, T), "int32"), "labels": labels}

def to_model_inputs(ex):
    return {"input_ids": ex["input_ids"], "attention_mask": ex["attention_mask"]}, ex["labels"]

ds = tf.data.Dataset.from_tensor_slices(features).map(to_model_inputs).shuffle(N, seed=0).batch(32).prefetch(tf.data.AUTOTUNE)
print(ds.element_spec)
inp_ids = keras.Input((T,), dtype="int32", name="input_ids")
inp_am = keras.Input((T,), dtype="int32", name="attention_mask")
x = keras.layers.Embedding(V, 32)(inp_ids)
x = keras.layers.GlobalMaxPooling1D()(x)
model = keras.Model({"input_ids": inp_ids, "attention_mask": inp_am}, keras.layers.Dense(4)(x))
model.compile(keras.optimizers.Adam(2e-3), SmoothedSparseCE(4), metrics=["sparse_categorical_accuracy"])
model.fit(ds, epochs=5, verbose=2)
model.save("clf.keras")
reloaded = keras.models.load_model("clf.keras")
print("reloaded loss/acc:", reloaded.evaluate(ds.take(10), verbose=0))

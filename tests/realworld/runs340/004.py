"""Intent classification with a custom macro-F1 metric (ported from a torchmetrics-based eval)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

NUM_CLASSES, VOCAB, SEQ_LEN = 6, 1500, 32
rng = np.random.default_rng(3)


class MacroF1(keras.metrics.Metric):
    def __init__(self, num_classes, name="macro_f1", **kw):
        super().__init__(name=name, **kw)
        self.num_classes = num_classes
        self.tp = self.add_variable(shape=(num_classes,), initializer="zeros", name="tp")
        self.fp = self.add_variable(shape=(num_classes,), initializer="zeros", name="fp")
        self.fn = self.add_variable(shape=(num_classes,), initializer="zeros", name="fn")

    def update_state(self, y_true, y_pred, sample_weight=None):
        preds = np.argmax(y_pred.numpy(), axis=-1)
        labels = y_true.numpy().reshape(-1).astype(np.int64)
        tp = np.zeros(self.num_classes, np.float32)
        fp = np.zeros(self.num_classes, np.float32)
        fn = np.zeros(self.num_classes, np.float32)
        for p, t in zip(preds, labels):
            if p == t:
                tp[t] += 1
            else:
                fp[p] += 1
                fn[t] += 1
        self.tp.assign_add(tp)
        self.fp.assign_add(fp)
        self.fn.assign_add(fn)

    def result(self):
        precision = self.tp / (self.tp + self.fp + 1e-7)
        recall = self.tp / (self.tp + self.fn + 1e-7)
        return tf.reduce_mean(2 * precision * recall / (precision + recall + 1e-7))

    def reset_state(self):
        for v in (self.tp, self.fp, self.fn):
            v.assign(tf.zeros_like(v))


# sanity check on a toy batch (eager)
m = MacroF1(3)
m.update_state(tf.constant([0, 1, 2, 2]), tf.one_hot([0, 1, 1, 2], 3))
print("macro_f1 sanity check:", float(m.result()))

y = rng.integers(0, NUM_CLASSES, size=3000)
x = rng.integers(10, VOCAB, size=(3000, SEQ_LEN))
x[np.arange(3000), rng.integers(0, SEQ_LEN, 3000)] = y + 1
ds = tf.data.Dataset.from_tensor_slices((x.astype("int32"), y.astype("int32")))
train_ds = ds.take(2600).shuffle(2600).batch(64)
val_ds = ds.skip(2600).batch(64)

model = keras.Sequential([
    keras.Input((SEQ_LEN,), dtype="int32"),
    layers.Embedding(VOCAB, 64),
    layers.Conv1D(128, 3, activation="relu"),
    layers.GlobalMaxPooling1D(),
    layers.Dense(NUM_CLASSES),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy", MacroF1(NUM_CLASSES)])
model.fit(train_ds, validation_data=val_ds, epochs=3, verbose=2)

# Custom per-class recall metric for a defect-inspection CNN.
import numpy as np, tensorflow as tf, keras
from keras import layers

class MeanRecall(keras.metrics.Metric):
    def __init__(self, num_classes, name="mean_recall", **kw):
        super().__init__(name=name, **kw)
        self.num_classes = num_classes
        self.tp = self.add_weight(name="tp", shape=(), initializer="zeros")
        self.pos = self.add_weight(name="pos", shape=(), initializer="zeros")

    def update_state(self, y_true, y_pred, sample_weight=None):
        y_true = tf.one_hot(tf.cast(tf.reshape(y_true, [-1]), tf.int32), self.num_classes)
        y_hat = tf.one_hot(tf.argmax(y_pred, axis=-1), self.num_classes)
        self.tp.assign_add(tf.reduce_sum(y_true * y_hat, axis=0))   # per class
        self.pos.assign_add(tf.reduce_sum(y_true, axis=0))

    def result(self):
        return tf.reduce_mean(self.tp / (self.pos + 1e-7))

    def reset_state(self):
        self.tp.assign(0.0); self.pos.assign(0.0)

rng = np.random.default_rng(12)
x = rng.random((800, 40, 40, 1), dtype=np.float32)
y = rng.integers(0, 4, 800)
model = keras.Sequential([keras.Input((40, 40, 1)), layers.Conv2D(16, 3, activation="relu"),
                          layers.BatchNormalization(), layers.MaxPooling2D(),
                          layers.Conv2D(32, 3, activation="relu"), layers.GlobalAveragePooling2D(),
                          layers.Dense(4, activation="softmax")])
model.compile("adam", "sparse_categorical_crossentropy", metrics=["accuracy", MeanRecall(4)])
model.fit(x, y, batch_size=32, epochs=3, verbose=2)

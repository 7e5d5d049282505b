# Long-tail classifier with a class-balanced loss (effective number of samples,
# Cui et al.). The PyTorch version computed per-batch class counts with
# torch.unique(labels, return_counts=True). XLA is switched on for speed.
import numpy as np
import tensorflow as tf
import keras
from keras import layers

NUM_CLASSES, BETA = 8, 0.99
rng = np.random.default_rng(13)
# long-tailed label distribution
probs = np.array([0.4, 0.2, 0.12, 0.1, 0.08, 0.05, 0.03, 0.02])
y = rng.choice(NUM_CLASSES, size=3000, p=probs).astype("int32")
centres = rng.normal(scale=2, size=(NUM_CLASSES, 16))
x = (centres[y] + rng.normal(size=(3000, 16))).astype("float32")


def class_balanced_ce(y_true, logits):
    y_true = tf.cast(tf.reshape(y_true, [-1]), tf.int32)
    classes, idx, counts = tf.unique_with_counts(y_true)
    eff_num = (1.0 - tf.pow(BETA, tf.cast(counts, tf.float32))) / (1.0 - BETA)
    w = 1.0 / eff_num
    w = w / tf.reduce_sum(w) * tf.cast(tf.size(classes), tf.float32)
    per_sample_w = tf.gather(w, idx)
    ce = tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y_true, logits=logits)
    return tf.reduce_sum(per_sample_w * ce) / tf.reduce_sum(per_sample_w)


model = keras.Sequential([
    keras.Input(shape=(16,)),
    layers.Dense(64, activation="relu"),
    layers.Dense(64, activation="relu"),
    layers.Dense(NUM_CLASSES),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss=class_balanced_ce,
              metrics=["accuracy"], jit_compile=True)
model.fit(x, y, batch_size=128, epochs=3, validation_split=0.1)

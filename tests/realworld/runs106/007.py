"""Spam filter on TFRecord input: input_fn copied from an Estimator/TPU recipe, trained with model.fit."""
import os, random, time
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(7); random.seed(7)
ROOT = "/home/user/project"; os.makedirs(ROOT, exist_ok=True)
HAM = ["meeting", "lunch", "report", "tomorrow", "thanks", "project", "call", "family", "see", "you"]
SPAM = ["free", "winner", "prize", "click", "offer", "cash", "urgent", "claim", "now", "credit"]

def write(path, n):
    with tf.io.TFRecordWriter(path) as w:
        for _ in range(n):
            y = random.random() < 0.3
            words = random.choices(HAM, k=random.randint(4, 12)) + (random.choices(SPAM, k=3) if y else [])
            random.shuffle(words)
            ex = tf.train.Example(features=tf.train.Features(feature={
                "text": tf.train.Feature(bytes_list=tf.train.BytesList(value=[" ".join(words).encode()])),
                "label": tf.train.Feature(int64_list=tf.train.Int64List(value=[int(y)]))}))
            w.write(ex.SerializeToString())

write(f"{ROOT}/train.tfrecord", 3200); write(f"{ROOT}/val.tfrecord", 400)
print("wrote train.tfrecord (3200) and val.tfrecord (400)")

feature_spec = {"text": tf.io.FixedLenFeature([], tf.string), "label": tf.io.FixedLenFeature([], tf.int64)}
vectorize = layers.TextVectorization(max_tokens=1000, output_sequence_length=20)
vectorize.adapt(tf.data.TFRecordDataset(f"{ROOT}/train.tfrecord")
                .map(lambda r: tf.io.parse_single_example(r, feature_spec)["text"]).batch(256))

def input_fn(path, batch_size, is_training):
    ds = tf.data.TFRecordDataset(path).map(lambda r: tf.io.parse_single_example(r, feature_spec))
    if is_training:
        ds = ds.shuffle(2048).repeat()
    ds = ds.batch(batch_size).map(lambda d: (vectorize(d["text"]), d["label"]))
    return ds.prefetch(tf.data.AUTOTUNE)

train_ds = input_fn(f"{ROOT}/train.tfrecord", 64, True)
val_ds = input_fn(f"{ROOT}/val.tfrecord", 64, False)

class StepLogger(keras.callbacks.Callback):
    def on_train_begin(self, logs=None):
        self.t0 = time.time()
    def on_train_batch_end(self, batch, logs=None):
        if (batch + 1) % 500 == 0:
            print(f"  batch {batch + 1}: loss={logs['loss']:.4f} accuracy={logs['accuracy']:.4f} "
                  f"elapsed={time.time() - self.t0:.0f}s", flush=True)

model = keras.Sequential([
    keras.Input((20,), dtype="int64"),
    layers.Embedding(1000, 32, mask_zero=True),
    layers.LSTM(32),
    layers.Dense(1, activation="sigmoid"),
])
model.compile("adam", "binary_crossentropy", metrics=["accuracy"])
print("training: 3200 examples, batch 64, 4 epochs", flush=True)
model.fit(train_ds, validation_data=val_ds, epochs=4, callbacks=[StepLogger()], verbose=1)
model.save(f"{ROOT}/spam.keras")
print("saved model")

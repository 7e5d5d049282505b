"""Intent classifier over variable-length token sequences stored in TFRecord shards:
interleave over shards, StringLookup on tokens, padded_batch, masked GRU."""
import os
import random
import numpy as np
import tensorflow as tf
import keras
from keras import layers

random.seed(13); keras.utils.set_random_seed(13)
INTENTS = {0: ["book", "flight", "ticket", "seat"], 1: ["weather", "rain", "forecast", "sunny"],
           2: ["play", "song", "music", "album"]}
FILLER = ["please", "can", "you", "for", "me", "the", "a", "today", "tomorrow", "now", "i", "want"]
OUT = "/home/user/project/intents_tfrec"
os.makedirs(OUT, exist_ok=True)

def example(tokens, label):
    return tf.train.Example(features=tf.train.Features(feature={
        "tokens": tf.train.Feature(bytes_list=tf.train.BytesList(value=[t.encode() for t in tokens])),
        "label": tf.train.Feature(int64_list=tf.train.Int64List(value=[label])),
    })).SerializeToString()

all_tokens = set(FILLER)
for shard in range(4):
    with tf.io.TFRecordWriter(f"{OUT}/train-{shard:02d}.tfrecord") as w:
        for _ in range(300):
            y = random.randrange(3)
            toks = random.sample(FILLER, random.randint(2, 8)) + random.sample(INTENTS[y], random.randint(1, 3))
            random.shuffle(toks); all_tokens.update(toks)
            w.write(example(toks, y))

lookup = layers.StringLookup(vocabulary=sorted(all_tokens), mask_token="")
print("vocab size:", lookup.vocabulary_size())

FEATURES = {"tokens": tf.io.VarLenFeature(tf.string), "label": tf.io.FixedLenFeature([], tf.int64)}
def parse(record):
    ex = tf.io.parse_single_example(record, FEATURES)
    return lookup(tf.sparse.to_dense(ex["tokens"], default_value="")), ex["label"]

files = tf.data.Dataset.list_files(f"{OUT}/train-*.tfrecord", shuffle=False)
ds = files.interleave(tf.data.TFRecordDataset, cycle_length=4, num_parallel_calls=tf.data.AUTOTUNE)
ds = ds.map(parse, num_parallel_calls=tf.data.AUTOTUNE).cache()
val_ds = ds.take(200).padded_batch(64, padded_shapes=([None], []))
train_ds = ds.skip(200).shuffle(1000).padded_batch(32, padded_shapes=([None], [])).prefetch(tf.data.AUTOTUNE)

model = keras.Sequential([
    keras.Input(shape=(None,), dtype="int64"),
    layers.Embedding(lookup.vocabulary_size(), 32, mask_zero=True),
    layers.GRU(32),
    layers.Dense(3),
])
model.compile(optimizer=keras.optimizers.Adam(3e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=5, verbose=2,
          callbacks=[keras.callbacks.ReduceLROnPlateau(monitor="val_loss", factor=0.5, patience=1, verbose=1)])
print("val:", model.evaluate(val_ds, verbose=0, return_dict=True))

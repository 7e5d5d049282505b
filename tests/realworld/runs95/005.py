"""Write a tokenised text-classification corpus to TFRecord shards for later training."""
import os
import numpy as np
import tensorflow as tf

OUT = "/home/user/project/005_tfrecords"
os.makedirs(OUT, exist_ok=True)

texts = ["the movie was great", "terrible plot and acting", "i would watch it again",
         "boring from start to finish", "a masterpiece of modern cinema", "not worth the ticket"] * 50
labels = [1, 0, 1, 0, 1, 0] * 50
vocab = {w: i + 2 for i, w in enumerate(sorted({w for t in texts for w in t.split()}))}

def tokenize(t, max_len=16):
    ids = [vocab.get(w, 1) for w in t.split()][:max_len]
    return ids

def _int64(v):
    return tf.train.Feature(int64_list=tf.train.Int64List(value=v))

def _bytes(v):
    return tf.train.Feature(bytes_list=tf.train.BytesList(value=v))

def serialize(text, label):
    feats = {
        "text": _bytes([text]),            # keep raw text for debugging
        "input_ids": _int64(tokenize(text)),
        "label": _int64([label]),
    }
    return tf.train.Example(features=tf.train.Features(feature=feats)).SerializeToString()

n_shards = 2
for s in range(n_shards):
    path = os.path.join(OUT, f"train-{s:05d}-of-{n_shards:05d}.tfrecord")
    with tf.io.TFRecordWriter(path) as w:
        for i in range(s, len(texts), n_shards):
            w.write(serialize(texts[i], labels[i]))
    print("wrote", path)

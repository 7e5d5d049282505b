# Healthy: TFRecord write -> parse_example (VarLenFeature for tokens) -> padded GRU -> export + serve check
import numpy as np
import tensorflow as tf
import keras
from keras import layers

path = "/tmp/runs76_028.tfrecord"
rng = np.random.default_rng(0)
with tf.io.TFRecordWriter(path) as w:
    for i in range(3000):
        n = int(rng.integers(3, 40)); lab = i % 2
        toks = rng.integers(10, 1000, size=n); toks[0] = lab + 1
        w.write(tf.train.Example(features=tf.train.Features(feature={
            "input_ids": tf.train.Feature(int64_list=tf.train.Int64List(value=toks)),
            "label": tf.train.Feature(int64_list=tf.train.Int64List(value=[lab]))})).SerializeToString())
spec = {"input_ids": tf.io.VarLenFeature(tf.int64), "label": tf.io.FixedLenFeature([], tf.int64)}
def parse(b):
    e = tf.io.parse_example(b, spec)
    ids = tf.sparse.to_dense(e["input_ids"])
    ids = tf.pad(ids, [[0, 0], [0, 40 - tf.shape(ids)[1]]])
    return tf.ensure_shape(ids, [None, 40]), e["label"]
ds = tf.data.TFRecordDataset(path).shuffle(3000, seed=0).batch(64).map(parse).prefetch(2)
sched = keras.optimizers.schedules.CosineDecay(1e-3, decay_steps=47 * 5, warmup_target=3e-3, warmup_steps=20)
model = keras.Sequential([keras.Input((40,), dtype="int64"), layers.Embedding(1000, 32, mask_zero=True),
                          layers.GRU(32), layers.Dense(1)])
model.compile(keras.optimizers.Adam(sched, global_clipnorm=1.0), keras.losses.BinaryCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(ds, epochs=5, verbose=2)
model.export("/tmp/runs76_028_export")
srv = tf.saved_model.load("/tmp/runs76_028_export")
probe = np.zeros((2, 40), "int64"); probe[0, :5] = [1, 50, 60, 70, 80]; probe[1, :5] = [2, 50, 60, 70, 80]
print("serve logits:", srv.serve(tf.constant(probe)).numpy().ravel())

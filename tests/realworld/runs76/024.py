# Trainer reading the shards produced by the preprocessing job (which wrote them with GZIP)
import numpy as np
import tensorflow as tf

path = "/tmp/runs76_024-00000-of-00001.tfrecord.gz"
opts = tf.io.TFRecordOptions(compression_type="GZIP")
with tf.io.TFRecordWriter(path, options=opts) as w:
    for i in range(500):
        ids = np.random.randint(1, 30000, size=128)
        ex = tf.train.Example(features=tf.train.Features(feature={
            "input_ids": tf.train.Feature(int64_list=tf.train.Int64List(value=ids)),
            "label": tf.train.Feature(int64_list=tf.train.Int64List(value=[i % 2]))}))
        w.write(ex.SerializeToString())

files = tf.io.gfile.glob("/tmp/runs76_024-*.tfrecord*")
print("shards:", files)
spec = {"input_ids": tf.io.FixedLenFeature([128], tf.int64), "label": tf.io.FixedLenFeature([], tf.int64)}
ds = tf.data.TFRecordDataset(files).batch(64).map(lambda b: tf.io.parse_example(b, spec))
for i, b in enumerate(ds):
    print(i, b["input_ids"].shape)

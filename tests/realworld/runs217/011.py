# Healthy: keras.Model subclass trained from TFRecord shards with map/filter/batch/prefetch and callbacks
import os, glob
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(11)
NUM_FEAT, NUM_CLASSES = 24, 3
W = rng.normal(size=(NUM_FEAT, NUM_CLASSES)).astype("float32")
os.makedirs("data11", exist_ok=True)
for shard in range(4):
    with tf.io.TFRecordWriter(f"data11/train-{shard:05d}-of-00004.tfrecord") as w:
        for _ in range(1000):
            x = rng.normal(size=(NUM_FEAT,)).astype("float32")
            y = int(np.argmax(x @ W + 0.3 * rng.normal(size=NUM_CLASSES)))
            weight = float(rng.random())
            ex = tf.train.Example(features=tf.train.Features(feature={
                "features": tf.train.Feature(float_list=tf.train.FloatList(value=x)),
                "label": tf.train.Feature(int64_list=tf.train.Int64List(value=[y])),
                "quality": tf.train.Feature(float_list=tf.train.FloatList(value=[weight])),
            }))
            w.write(ex.SerializeToString())
files = sorted(glob.glob("data11/*.tfrecord"))
print("shards:", files)

spec = {"features": tf.io.FixedLenFeature([NUM_FEAT], tf.float32),
        "label": tf.io.FixedLenFeature([], tf.int64),
        "quality": tf.io.FixedLenFeature([], tf.float32)}

def parse(rec):
    return tf.io.parse_single_example(rec, spec)

def make_ds(paths, training):
    ds = tf.data.Dataset.from_tensor_slices(paths)
    ds = ds.interleave(tf.data.TFRecordDataset, cycle_length=2, num_parallel_calls=tf.data.AUTOTUNE)
    ds = ds.map(parse, num_parallel_calls=tf.data.AUTOTUNE)
    ds = ds.filter(lambda ex: ex["quality"] > 0.1)
    ds = ds.map(lambda ex: (ex["features"], ex["label"]))
    if training:
        ds = ds.shuffle(2048)
    return ds.batch(64).prefetch(tf.data.AUTOTUNE)

train_ds, val_ds = make_ds(files[:3], True), make_ds(files[3:], False)

class ResidualMLP(keras.Model):
    def __init__(self, hidden=64, num_classes=NUM_CLASSES, **kw):
        super().__init__(**kw)
        self.inp = layers.Dense(hidden)
        self.blocks = [(layers.LayerNormalization(), layers.Dense(hidden, activation="gelu")) for _ in range(2)]
        self.drop = layers.Dropout(0.1)
        self.out = layers.Dense(num_classes)

    def call(self, x, training=False):
        h = self.inp(x)
        for norm, ff in self.blocks:
            h = h + self.drop(ff(norm(h)), training=training)
        return self.out(h)

model = ResidualMLP()
model.compile(optimizer=keras.optimizers.AdamW(1e-3, weight_decay=1e-4),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
os.makedirs("ckpt11", exist_ok=True)
cbs = [keras.callbacks.EarlyStopping(monitor="val_accuracy", mode="max", patience=3, restore_best_weights=True),
       keras.callbacks.ModelCheckpoint("ckpt11/best.weights.h5", monitor="val_accuracy", mode="max",
                                       save_best_only=True, save_weights_only=True, verbose=1)]
model.fit(train_ds, validation_data=val_ds, epochs=8, callbacks=cbs, verbose=2)
loss, acc = model.evaluate(val_ds, verbose=0)
print(f"val_loss={loss:.4f} val_accuracy={acc:.4f}")

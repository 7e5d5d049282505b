# Fine-tuning resumes from the pre-training tf.train.Checkpoint after the model class was refactored
# (encoder renamed to backbone, as in the PyTorch version of the repo).
import os, shutil
import numpy as np
import tensorflow as tf
import keras

CKPT = "/tmp/runs64_012_ckpt"
shutil.rmtree(CKPT, ignore_errors=True)

class PretrainNet(keras.Model):
    def __init__(self):
        super().__init__()
        self.encoder = keras.Sequential([keras.layers.Dense(64, activation="relu"),
                                         keras.layers.Dense(64, activation="relu")])
        self.head = keras.layers.Dense(10)
    def call(self, x):
        return self.head(self.encoder(x))

class FinetuneNet(keras.Model):
    def __init__(self):
        super().__init__()
        self.backbone = keras.Sequential([keras.layers.Dense(64, activation="relu"),
                                          keras.layers.Dense(64, activation="relu")])
        self.head = keras.layers.Dense(10)
    def call(self, x):
        return self.head(self.backbone(x))

x = np.random.randn(256, 20).astype("float32"); y = np.random.randint(0, 10, 256)
pre = PretrainNet()
pre.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True))
pre.fit(x, y, epochs=2, verbose=2)
path = tf.train.Checkpoint(model=pre).save(os.path.join(CKPT, "pretrain"))
print("saved pre-training checkpoint:", path)

ft = FinetuneNet()
ft(x[:1])  # build variables
status = tf.train.Checkpoint(model=ft).restore(path)
status.assert_consumed()
print("checkpoint fully restored")

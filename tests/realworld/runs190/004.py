"""Keyword-spotting on variable-length MFCC sequences, ported from a PyTorch model
(Conv1d -> flatten -> Linear) whose DataLoader collate_fn padded every batch to its longest clip.
TF2 version: tf.data padded_batch + custom GradientTape loop."""
import numpy as np
import tensorflow as tf
import keras

tf.random.set_seed(7)
rng = np.random.default_rng(7)

N_MFCC, N_CLASSES = 13, 5


def gen():
    for _ in range(1500):
        label = int(rng.integers(0, N_CLASSES))
        frames = int(rng.integers(60, 100))          # clip length varies 0.6s .. 1.0s
        feats = rng.normal(loc=label * 0.3, size=(frames, N_MFCC)).astype("float32")
        yield feats, label


ds = (tf.data.Dataset.from_generator(
          gen, output_signature=(tf.TensorSpec((None, N_MFCC), tf.float32),
                                 tf.TensorSpec((), tf.int32)))
      .padded_batch(32, padded_shapes=([None, N_MFCC], []))
      .prefetch(2))


class KWSNet(keras.Model):
    def __init__(self):
        super().__init__()
        self.conv1 = keras.layers.Conv1D(32, 5, strides=2, activation="relu")
        self.conv2 = keras.layers.Conv1D(32, 5, strides=2, activation="relu")
        self.flat = keras.layers.Flatten()
        self.fc = keras.layers.Dense(64, activation="relu")
        self.out = keras.layers.Dense(N_CLASSES)

    def call(self, x, training=False):
        h = self.conv2(self.conv1(x))
        return self.out(self.fc(self.flat(h)))


model = KWSNet()
opt = keras.optimizers.Adam(1e-3)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)


@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        loss = loss_fn(y, model(x, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss


for epoch in range(2):
    for step, (x, y) in enumerate(ds):
        loss = train_step(x, y)
        print(f"epoch {epoch} step {step} batch {tuple(x.shape)} loss {float(loss):.4f}")

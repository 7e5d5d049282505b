"""Siamese question-pair model (duplicate detection), subclassed Keras 3 model with a custom train_step
ported from a PyTorch training loop; checkpoints with save_weights/load_weights."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers, ops

keras.utils.set_random_seed(3)
rng = np.random.default_rng(3)
VOCAB, L, N = 1000, 16, 4000

base = rng.integers(1, VOCAB, size=(N, L)).astype("int32")
dup = rng.random(N) < 0.5
other = base.copy()
noise = rng.integers(1, VOCAB, size=(N, L)).astype("int32")
swap = rng.random((N, L)) < np.where(dup, 0.15, 0.9)[:, None]
other[swap] = noise[swap]
y = dup.astype("float32")


class SiameseEncoder(keras.Model):
    def __init__(self, vocab, dim=64, **kw):
        super().__init__(**kw)
        self.emb = layers.Embedding(vocab, dim, mask_zero=True)
        self.enc = layers.Bidirectional(layers.GRU(dim // 2))
        self.head = keras.Sequential([layers.Dense(64, activation="relu"), layers.Dense(1)])
        self.loss_tracker = keras.metrics.Mean(name="loss")
        self.acc = keras.metrics.BinaryAccuracy(name="acc", threshold=0.0)

    def encode(self, q):
        return self.enc(self.emb(q))

    def call(self, inputs, training=False):
        a, b = inputs
        ea, eb = self.encode(a), self.encode(b)
        feats = ops.concatenate([ea, eb, ops.abs(ea - eb), ea * eb], axis=-1)
        return ops.squeeze(self.head(feats), -1)   # logits

    @property
    def metrics(self):
        return [self.loss_tracker, self.acc]

    def train_step(self, data):
        (a, b), target = data
        with tf.GradientTape() as tape:
            logits = self((a, b), training=True)
            loss = ops.mean(ops.binary_crossentropy(target, logits, from_logits=True))
        grads = tape.gradient(loss, self.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.trainable_variables))
        self.loss_tracker.update_state(loss)
        self.acc.update_state(target, logits)
        return {m.name: m.result() for m in self.metrics}

    def test_step(self, data):
        (a, b), target = data
        logits = self((a, b), training=False)
        self.loss_tracker.update_state(ops.mean(ops.binary_crossentropy(target, logits, from_logits=True)))
        self.acc.update_state(target, logits)
        return {m.name: m.result() for m in self.metrics}


ds = tf.data.Dataset.from_tensor_slices(((base, other), y))
train = ds.take(3500).shuffle(3500).batch(64)
val = ds.skip(3500).batch(128)

model = SiameseEncoder(VOCAB, name="siamese")
model.compile(optimizer=keras.optimizers.Adam(2e-3))
model.fit(train, validation_data=val, epochs=4, verbose=2)

model.save_weights("/home/user/project/siamese.weights.h5")
clone = SiameseEncoder(VOCAB, name="siamese")
clone((base[:2], other[:2]))
clone.load_weights("/home/user/project/siamese.weights.h5")
diff = np.abs(clone((base[:32], other[:32])).numpy() - model((base[:32], other[:32])).numpy()).max()
print(f"restored weights, max|logit diff| = {diff:.2e}")

# Mixed-precision sequence classifier with custom train_step/test_step, loss scaling, and weight save/load round trip.
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_float16")
keras.utils.set_random_seed(12)
VOCAB, SEQ, CLASSES = 500, 32, 4
rng = np.random.default_rng(12)

def make(n):
    y = rng.integers(0, CLASSES, n)
    x = rng.integers(10, VOCAB, size=(n, SEQ))
    for i in range(n):
        x[i, rng.choice(SEQ, 3, replace=False)] = 1 + y[i]
    return x.astype("int32"), y.astype("int32")

class SeqClassifier(keras.Model):
    def __init__(self):
        super().__init__()
        self.emb = layers.Embedding(VOCAB, 32)
        self.conv = layers.Conv1D(64, 3, padding="same", activation="relu")
        self.pool = layers.GlobalMaxPooling1D()
        self.head = layers.Dense(CLASSES, dtype="float32")
        self.loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
        self.loss_tracker = keras.metrics.Mean(name="loss")
        self.acc = keras.metrics.SparseCategoricalAccuracy(name="accuracy")

    def call(self, x, training=False):
        return self.head(self.pool(self.conv(self.emb(x))))

    def train_step(self, data):
        x, y = data
        with tf.GradientTape() as tape:
            logits = self(x, training=True)
            loss = self.loss_fn(y, logits)
            scaled = self.optimizer.scale_loss(loss)
        grads = tape.gradient(scaled, self.trainable_variables)
        self.optimizer.apply(grads, self.trainable_variables)
        self.loss_tracker.update_state(loss)
        self.acc.update_state(y, logits)
        return {m.name: m.result() for m in self.metrics}

    def test_step(self, data):
        x, y = data
        logits = self(x, training=False)
        self.loss_tracker.update_state(self.loss_fn(y, logits))
        self.acc.update_state(y, logits)
        return {m.name: m.result() for m in self.metrics}

    @property
    def metrics(self):
        return [self.loss_tracker, self.acc]

xtr, ytr = make(4000)
xva, yva = make(800)
train_ds = tf.data.Dataset.from_tensor_slices((xtr, ytr)).shuffle(4000).batch(64).prefetch(tf.data.AUTOTUNE)
val_ds = tf.data.Dataset.from_tensor_slices((xva, yva)).batch(200)

model = SeqClassifier()
model.compile(optimizer=keras.optimizers.Adam(1e-3))
print("optimizer:", type(model.optimizer).__name__, "policy:", model.dtype_policy.name)
model.fit(train_ds, validation_data=val_ds, epochs=5, verbose=2)
model.save_weights("seqcls.weights.h5")

reloaded = SeqClassifier()
reloaded.compile(optimizer=keras.optimizers.Adam(1e-3))
reloaded(xva[:2])
reloaded.load_weights("seqcls.weights.h5")
print("reloaded:", dict(zip(["loss", "accuracy"], reloaded.evaluate(val_ds, verbose=0, return_dict=False))))

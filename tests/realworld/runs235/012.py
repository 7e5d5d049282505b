# Keras 3 custom train_step (ported from a PyTorch loop) with XLA-compiled steps
import numpy as np, tensorflow as tf, keras
from keras import layers

class Classifier(keras.Model):
    def __init__(self):
        super().__init__()
        self.body = keras.Sequential([layers.Dense(128, activation="relu"), layers.Dropout(0.1),
                                      layers.Dense(64, activation="relu"), layers.Dense(5)])
        self.loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
        self.loss_tracker = keras.metrics.Mean(name="loss")
        self.acc = keras.metrics.SparseCategoricalAccuracy(name="accuracy")
    def call(self, x, training=False):
        return self.body(x, training=training)
    @property
    def metrics(self):
        return [self.loss_tracker, self.acc]
    def train_step(self, data):
        x, y = data
        with tf.GradientTape() as tape:
            logits = self(x, training=True)
            loss = self.loss_fn(y, logits)
        grads = tape.gradient(loss, self.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.trainable_variables))
        self.loss_tracker.update_state(loss)
        self.acc.update_state(y, logits)
        return {m.name: m.result() for m in self.metrics}
    def test_step(self, data):
        x, y = data
        logits = self(x, training=False)
        self.loss_tracker.update_state(self.loss_fn(y, logits))
        self.acc.update_state(y, logits)
        return {m.name: m.result() for m in self.metrics}

rng = np.random.default_rng(12)
x = rng.normal(size=(4000, 20)).astype("float32")
y = np.argmax(x[:, :5], axis=1)
print("dataset", x.shape, y.shape)
model = Classifier()
model.compile(optimizer=keras.optimizers.Adam(1e-3), jit_compile=True)
model.fit(x[:3500], y[:3500], validation_data=(x[3500:], y[3500:]), batch_size=64, epochs=5, verbose=2)

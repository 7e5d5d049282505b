# Healthy: mixed_float16 with a custom train_step (loss scaling via the compiled LossScaleOptimizer)
import numpy as np
import tensorflow as tf
import keras
from keras import layers, ops

keras.mixed_precision.set_global_policy("mixed_float16")
print("policy:", keras.mixed_precision.global_policy().name)

class ConvNet(keras.Model):
    def __init__(self, num_classes=10):
        super().__init__()
        self.features = keras.Sequential([
            layers.Conv2D(16, 3, padding="same", activation="relu"), layers.MaxPooling2D(),
            layers.Conv2D(32, 3, padding="same", activation="relu"), layers.GlobalAveragePooling2D()])
        self.head = layers.Dense(num_classes, dtype="float32")  # keep logits in float32
        self.loss_tracker = keras.metrics.Mean(name="loss")
        self.acc = keras.metrics.SparseCategoricalAccuracy(name="accuracy")

    def call(self, x, training=False):
        return self.head(self.features(x, training=training))

    @property
    def metrics(self):
        return [self.loss_tracker, self.acc]

    def train_step(self, data):
        x, y = data
        with tf.GradientTape() as tape:
            logits = self(x, training=True)
            loss = self.compute_loss(x=x, y=y, y_pred=logits)
            scaled_loss = self.optimizer.scale_loss(loss)
        grads = tape.gradient(scaled_loss, self.trainable_variables)
        self.optimizer.apply(grads, self.trainable_variables)
        self.loss_tracker.update_state(loss)
        self.acc.update_state(y, logits)
        return {m.name: m.result() for m in self.metrics}

    def test_step(self, data):
        x, y = data
        logits = self(x, training=False)
        self.loss_tracker.update_state(self.compute_loss(x=x, y=y, y_pred=logits))
        self.acc.update_state(y, logits)
        return {m.name: m.result() for m in self.metrics}

rng = np.random.default_rng(12)
protos = rng.normal(size=(10, 16, 16, 3)).astype("float32")
y = rng.integers(0, 10, size=(3000,))
x = protos[y] + 0.7 * rng.normal(size=(3000, 16, 16, 3)).astype("float32")
train = tf.data.Dataset.from_tensor_slices((x[:2500], y[:2500])).shuffle(2500).batch(64).prefetch(tf.data.AUTOTUNE)
val = tf.data.Dataset.from_tensor_slices((x[2500:], y[2500:])).batch(250)

model = ConvNet()
model.compile(optimizer=keras.optimizers.Adam(2e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
print("optimizer:", type(model.optimizer).__name__)
model.fit(train, validation_data=val, epochs=5, verbose=2)
print("final:", model.evaluate(val, verbose=0, return_dict=True))

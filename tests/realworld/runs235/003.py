# Keras 3 model with a custom train_step, ported from a PyTorch training loop
import numpy as np, tensorflow as tf, keras
from keras import layers

class Classifier(keras.Model):
    def __init__(self):
        super().__init__()
        self.body = keras.Sequential([layers.Dense(128, activation="relu"), layers.Dropout(0.1),
                                      layers.Dense(64, activation="relu"), layers.Dense(5)])
        self.loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
        self.running_loss = 0.0
        self.n = 0
    def call(self, x, training=False):
        return self.body(x, training=training)
    def train_step(self, data):
        x, y = data
        with tf.GradientTape() as tape:
            logits = self(x, training=True)
            loss = self.loss_fn(y, logits)
        grads = tape.gradient(loss, self.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.trainable_variables))
        # torch: running_loss += loss.item()
        self.running_loss += loss.numpy()
        self.n += 1
        return {"loss": self.running_loss / self.n}

rng = np.random.default_rng(2)
x = rng.normal(size=(2000, 20)).astype("float32")
y = np.argmax(x[:, :5], axis=1)
print("dataset", x.shape, y.shape)
model = Classifier()
model.compile(optimizer=keras.optimizers.Adam(1e-3))
model.fit(x, y, batch_size=64, epochs=2)

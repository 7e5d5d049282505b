# Mixed-precision fine-tuning with a custom train_step (ported from torch.cuda.amp loop)
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_float16")
print("Compute dtype:", keras.mixed_precision.global_policy().compute_dtype)
print("Variable dtype:", keras.mixed_precision.global_policy().variable_dtype)

class Classifier(keras.Model):
    def __init__(self, num_classes=5):
        super().__init__()
        self.backbone = keras.Sequential([layers.Dense(128, activation="gelu"),
                                          layers.Dense(128, activation="gelu")])
        self.head = layers.Dense(num_classes)
        self.class_bias = tf.constant(np.log(np.array([0.4, 0.3, 0.15, 0.1, 0.05])), dtype=tf.float32)

    def call(self, x, training=False):
        h = self.backbone(x, training=training)
        logits = self.head(h)
        return tf.add(logits, self.class_bias)

    def train_step(self, data):
        x, y = data
        with tf.GradientTape() as tape:
            logits = self(x, training=True)
            loss = self.compute_loss(x=x, y=y, y_pred=tf.cast(logits, tf.float32))
            scaled = self.optimizer.scale_loss(loss)
        grads = tape.gradient(scaled, self.trainable_variables)
        self.optimizer.apply(grads, self.trainable_variables)
        for m in self.metrics:
            if m.name == "loss":
                m.update_state(loss)
            else:
                m.update_state(y, logits)
        return {m.name: m.result() for m in self.metrics}

rng = np.random.default_rng(1)
x = rng.normal(size=(1024, 64)).astype("float32")
y = rng.integers(0, 5, size=(1024,))
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(1024).batch(32).prefetch(tf.data.AUTOTUNE)

model = Classifier()
model.compile(optimizer=keras.optimizers.AdamW(learning_rate=3e-4, weight_decay=0.01),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(ds, epochs=2, verbose=2)

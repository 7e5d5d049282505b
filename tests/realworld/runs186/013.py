"""Knowledge distillation: soft targets from the teacher are attached in the
input pipeline (ported from a torch Dataset whose __getitem__ called
teacher(img) under torch.no_grad())."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

T = 4.0
rng = np.random.default_rng(13)
x = rng.normal(size=(1024, 28, 28, 1)).astype("float32")
y = rng.integers(0, 10, 1024).astype("int32")

teacher = keras.Sequential([
    keras.Input((28, 28, 1)),
    layers.Conv2D(32, 3, activation="relu"), layers.MaxPooling2D(),
    layers.Conv2D(64, 3, activation="relu"), layers.GlobalAveragePooling2D(),
    layers.Dense(10),
], name="teacher")
teacher.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True))
teacher.fit(x, y, batch_size=64, epochs=1, verbose=2)


def add_soft_targets(images, labels):
    logits = teacher.predict(images, verbose=0)
    soft = tf.nn.softmax(logits / T, axis=-1)
    return images, (labels, soft)


student = keras.Sequential([
    keras.Input((28, 28, 1)), layers.Flatten(),
    layers.Dense(64, activation="relu"), layers.Dense(10),
], name="student")

train_ds = (tf.data.Dataset.from_tensor_slices((x, y)).shuffle(1024).batch(64)
            .map(add_soft_targets, num_parallel_calls=tf.data.AUTOTUNE)
            .prefetch(tf.data.AUTOTUNE))


class DistillModel(keras.Model):
    def __init__(self, student):
        super().__init__()
        self.student = student
        self.ce = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
        self.kl = keras.losses.KLDivergence()

    def call(self, x, training=False):
        return self.student(x, training=training)

    def train_step(self, data):
        images, (labels, soft) = data
        with tf.GradientTape() as tape:
            logits = self(images, training=True)
            loss = 0.5 * self.ce(labels, logits) + 0.5 * T * T * self.kl(
                soft, tf.nn.softmax(logits / T, axis=-1))
        grads = tape.gradient(loss, self.student.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.student.trainable_variables))
        return {"loss": loss}


model = DistillModel(student)
model.compile(optimizer=keras.optimizers.Adam(1e-3))
model.fit(train_ds, epochs=2, verbose=2)

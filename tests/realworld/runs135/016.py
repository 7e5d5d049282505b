"""Fine-tune an ImageNet EfficientNetB0 on the 'bird species' subset (Keras transfer-learning guide recipe),
run on a node of the training cluster."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

IMG_SIZE = 96
NUM_CLASSES = 5
keras.utils.set_random_seed(16)
rng = np.random.default_rng(16)
x = rng.uniform(0, 255, (200, IMG_SIZE, IMG_SIZE, 3)).astype("float32")
y = rng.integers(0, NUM_CLASSES, 200)
train_ds = tf.data.Dataset.from_tensor_slices((x[:160], y[:160])).shuffle(160).batch(16).prefetch(tf.data.AUTOTUNE)
val_ds = tf.data.Dataset.from_tensor_slices((x[160:], y[160:])).batch(32)

augment = keras.Sequential([layers.RandomFlip("horizontal"), layers.RandomRotation(0.1)], name="augment")

inputs = keras.Input(shape=(IMG_SIZE, IMG_SIZE, 3))
h = augment(inputs)
base = keras.applications.EfficientNetB0(include_top=False, weights="imagenet", input_tensor=h)
base.trainable = False
h = layers.GlobalAveragePooling2D(name="avg_pool")(base.output)
h = layers.BatchNormalization()(h)
h = layers.Dropout(0.2, name="top_dropout")(h)
outputs = layers.Dense(NUM_CLASSES, activation="softmax", name="pred")(h)
model = keras.Model(inputs, outputs, name="EfficientNet")
model.compile(optimizer=keras.optimizers.Adam(1e-2), loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=3, verbose=2)

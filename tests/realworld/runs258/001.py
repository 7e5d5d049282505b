# Fine-tune a small CNN classifier: pretrain on 10 classes, save weights, rebuild for 5-class task, load backbone weights.
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(0)

def build_model(num_classes):
    inputs = keras.Input(shape=(32, 32, 3))
    x = layers.Conv2D(16, 3, activation="relu", padding="same")(inputs)
    x = layers.MaxPooling2D()(x)
    x = layers.Conv2D(32, 3, activation="relu", padding="same")(x)
    x = layers.GlobalAveragePooling2D()(x)
    x = layers.Dense(64, activation="relu")(x)
    outputs = layers.Dense(num_classes)(x)
    return keras.Model(inputs, outputs, name="small_cnn")

x = np.random.rand(512, 32, 32, 3).astype("float32")
y = np.random.randint(0, 10, size=(512,))
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(512).batch(64).prefetch(tf.data.AUTOTUNE)

model = build_model(10)
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(ds, epochs=2, verbose=2)
model.save_weights("pretrained.weights.h5")
print("saved pretrained.weights.h5")

# downstream task with 5 classes
x2 = np.random.rand(256, 32, 32, 3).astype("float32")
y2 = np.random.randint(0, 5, size=(256,))
ds2 = tf.data.Dataset.from_tensor_slices((x2, y2)).shuffle(256).batch(64)

finetune = build_model(5)
finetune.load_weights("pretrained.weights.h5")
finetune.compile(optimizer=keras.optimizers.Adam(1e-4),
                 loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                 metrics=["accuracy"])
finetune.fit(ds2, epochs=2, verbose=2)

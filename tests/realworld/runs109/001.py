"""Fine-tune a small MobileNetV2 on a folder of product photos (3 classes).

Two phases, as in the Keras transfer-learning guide: train the head with the
backbone frozen, then unfreeze the top blocks and fine-tune with a low LR.
"""
import os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

DATA_DIR = "/home/user/project/data/products_001"
IMG = 96
CLASSES = ["mug", "plate", "bowl"]
# the cluster has no internet, so imagenet weights cannot be downloaded here;
# TODO copy ~/.keras/models/mobilenet_v2_weights... from the laptop
WEIGHTS = None


def make_folder():
    rng = np.random.default_rng(0)
    for ci, name in enumerate(CLASSES):
        d = os.path.join(DATA_DIR, name)
        os.makedirs(d, exist_ok=True)
        for i in range(40):
            img = rng.integers(0, 60, size=(IMG, IMG, 3)).astype(np.uint8)
            img[..., ci] += 150  # class-dependent colour cast
            tf.io.write_file(os.path.join(d, f"{name}_{i:03d}.png"), tf.io.encode_png(img))


make_folder()
train_ds, val_ds = keras.utils.image_dataset_from_directory(
    DATA_DIR, validation_split=0.25, subset="both", seed=42,
    image_size=(IMG, IMG), batch_size=16, label_mode="int")
print("classes:", train_ds.class_names)
train_ds = train_ds.cache().prefetch(tf.data.AUTOTUNE)
val_ds = val_ds.cache().prefetch(tf.data.AUTOTUNE)

augment = keras.Sequential([layers.RandomFlip("horizontal"), layers.RandomRotation(0.05)], name="augment")
base = keras.applications.MobileNetV2(input_shape=(IMG, IMG, 3), alpha=0.35,
                                      include_top=False, weights=WEIGHTS)
base.trainable = False

inputs = keras.Input((IMG, IMG, 3))
x = augment(inputs)
x = keras.applications.mobilenet_v2.preprocess_input(x)
x = base(x, training=False)
x = layers.GlobalAveragePooling2D()(x)
x = layers.Dropout(0.2)(x)
outputs = layers.Dense(len(CLASSES))(x)
model = keras.Model(inputs, outputs)

model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
print("phase 1: head only")
model.fit(train_ds, validation_data=val_ds, epochs=3, verbose=2)

base.trainable = True
for layer in base.layers[:-20]:
    layer.trainable = False
model.compile(optimizer=keras.optimizers.Adam(1e-4),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
print("phase 2: fine-tune top 20 layers")
hist = model.fit(train_ds, validation_data=val_ds, epochs=3, verbose=2)
print("final val_accuracy: %.4f" % hist.history["val_accuracy"][-1])
model.save_weights("/home/user/project/products_mnv2.weights.h5")
print("saved /home/user/project/products_mnv2.weights.h5")

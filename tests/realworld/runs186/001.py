"""Small CNN for 28x28 grayscale scans, augmentation recipe ported from our
CIFAR PyTorch trainer (transforms.RandomCrop(32), RandomHorizontalFlip())."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

CROP = 32          # from the CIFAR recipe config
BATCH = 64
EPOCHS = 2

rng = np.random.default_rng(0)
# stands in for the scanned-digits npz shards: 28x28x1 uint8
x_train = rng.integers(0, 256, size=(2048, 28, 28, 1), dtype=np.uint8)
y_train = rng.integers(0, 10, size=(2048,), dtype=np.int64)
x_val = rng.integers(0, 256, size=(512, 28, 28, 1), dtype=np.uint8)
y_val = rng.integers(0, 10, size=(512,), dtype=np.int64)


def augment(image, label):
    image = tf.image.convert_image_dtype(image, tf.float32)
    image = tf.image.random_crop(image, size=(CROP, CROP, 1))
    image = tf.image.random_flip_left_right(image)
    return (image - 0.5) / 0.5, label


def preprocess(image, label):
    image = tf.image.convert_image_dtype(image, tf.float32)
    image = tf.image.resize_with_crop_or_pad(image, CROP, CROP)
    return (image - 0.5) / 0.5, label


train_ds = (tf.data.Dataset.from_tensor_slices((x_train, y_train))
            .shuffle(2048, seed=0)
            .map(augment, num_parallel_calls=tf.data.AUTOTUNE)
            .batch(BATCH)
            .prefetch(tf.data.AUTOTUNE))
val_ds = (tf.data.Dataset.from_tensor_slices((x_val, y_val))
          .map(preprocess).batch(BATCH))


def conv_bn(x, filters):
    x = layers.Conv2D(filters, 3, padding="same", use_bias=False)(x)
    x = layers.BatchNormalization()(x)
    return layers.ReLU()(x)


inputs = keras.Input((CROP, CROP, 1))
x = conv_bn(inputs, 32)
x = conv_bn(x, 32)
x = layers.MaxPooling2D()(x)
x = conv_bn(x, 64)
x = layers.GlobalAveragePooling2D()(x)
outputs = layers.Dense(10)(x)
model = keras.Model(inputs, outputs, name="scan_cnn")
model.compile(optimizer=keras.optimizers.SGD(0.05, momentum=0.9, nesterov=True),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.summary()
model.fit(train_ds, validation_data=val_ds, epochs=EPOCHS)

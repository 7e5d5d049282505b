"""Small CNN on the flowers folder: image_dataset_from_directory + augmentation layers."""
import tensorflow as tf
import keras
from keras import layers

DATA_DIR = "/home/user/project/data/flowers"
keras.utils.set_random_seed(7)
train_ds = keras.utils.image_dataset_from_directory(
    DATA_DIR, validation_split=0.25, subset="training", seed=7, image_size=(64, 64), batch_size=16)
val_ds = keras.utils.image_dataset_from_directory(
    DATA_DIR, validation_split=0.25, subset="validation", seed=7, image_size=(64, 64), batch_size=16)
class_names = train_ds.class_names
print("classes:", class_names)
train_ds = train_ds.cache().prefetch(tf.data.AUTOTUNE)
val_ds = val_ds.cache().prefetch(tf.data.AUTOTUNE)

augment = keras.Sequential([layers.RandomFlip("horizontal"), layers.RandomRotation(0.1)], name="augment")
model = keras.Sequential([
    keras.Input((64, 64, 3)),
    augment,
    layers.Rescaling(1.0 / 255),
    layers.Conv2D(16, 3, activation="relu"), layers.MaxPooling2D(),
    layers.Conv2D(32, 3, activation="relu"), layers.MaxPooling2D(),
    layers.GlobalAveragePooling2D(),
    layers.Dropout(0.2),
    layers.Dense(len(class_names)),
])
model.compile(optimizer=keras.optimizers.Adam(3e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
hist = model.fit(train_ds, validation_data=val_ds, epochs=6, verbose=2)
print("final val_accuracy:", hist.history["val_accuracy"][-1])

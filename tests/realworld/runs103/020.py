"""Transfer learning with a ResNet50 backbone and one-hot labels (categorical_crossentropy)."""
import tensorflow as tf
import keras
from keras import layers
from keras.applications import resnet50

DATA_DIR = "/home/user/project/data/flowers"
IMG = (64, 64)
train_ds = keras.utils.image_dataset_from_directory(
    DATA_DIR, image_size=IMG, batch_size=16, label_mode="categorical", seed=2)
train_ds = train_ds.map(lambda x, y: (resnet50.preprocess_input(x), y))

base = resnet50.ResNet50(include_top=False, weights=None, input_shape=IMG + (3,))
base.trainable = False
model = keras.Sequential([
    base,
    layers.Dropout(0.3),
    layers.Dense(3, activation="softmax"),   # torch: model.fc = nn.Linear(2048, 3)
])
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="categorical_crossentropy",
              metrics=["accuracy"])
model.summary()
model.fit(train_ds, epochs=3, verbose=2)

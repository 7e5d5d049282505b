"""Fine-tune an ImageNet MobileNetV2 on our 3-class flowers folder."""
import keras
from keras import layers
from keras.applications import mobilenet_v2

DATA_DIR = "/home/user/project/data/flowers"
IMG_SIZE = (96, 96)
NUM_CLASSES = 3

train_ds = keras.utils.image_dataset_from_directory(
    DATA_DIR, validation_split=0.2, subset="training", seed=42,
    image_size=IMG_SIZE, batch_size=16)
val_ds = keras.utils.image_dataset_from_directory(
    DATA_DIR, validation_split=0.2, subset="validation", seed=42,
    image_size=IMG_SIZE, batch_size=16)
print("classes:", train_ds.class_names)

# like torchvision: load pretrained backbone, replace the classifier with num_classes outputs
model = mobilenet_v2.MobileNetV2(
    input_shape=IMG_SIZE + (3,),
    weights="imagenet",
    include_top=True,
    classes=NUM_CLASSES,
)
model.compile(optimizer=keras.optimizers.Adam(1e-4),
              loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(train_ds.map(lambda x, y: (mobilenet_v2.preprocess_input(x), y)),
          validation_data=val_ds.map(lambda x, y: (mobilenet_v2.preprocess_input(x), y)),
          epochs=3, verbose=2)

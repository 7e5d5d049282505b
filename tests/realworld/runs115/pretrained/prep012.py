import keras
m = keras.applications.MobileNetV2(input_shape=(96, 96, 3), alpha=1.0, include_top=False, weights=None)
m.save("/home/user/project")

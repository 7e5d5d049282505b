# LR schedule port. HF fine-tune: get_polynomial_decay_schedule_with_warmup(opt, 100, 2000, lr_end=...)
# The MindFormers lr block was copied from the pretraining recipe (learning_rate 1e-4, lr_end 1e-5) and
# only learning_rate was lowered to the fine-tune value 5e-6; lr_end stayed at the recipe value.
from mindformers.core.lr import build_lr

lr_config = {
    "type": "PolynomialWithWarmUpLR",
    "learning_rate": 5.0e-6,      # fine-tune value (was 1.0e-4 in the pretraining recipe)
    "lr_end": 1.0e-5,             # kept from the pretraining recipe
    "warmup_steps": 100,
    "total_steps": 2000,
    "power": 1.0,
}
print("building lr schedule", lr_config)
lr = build_lr(lr_config)
print("lr at step 0..3:", [float(lr(__import__("mindspore").Tensor(i, __import__("mindspore").int32)).asnumpy()) for i in range(4)])

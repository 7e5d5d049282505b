# HF Trainer causal-LM fine-tune ported to MindFormers, smoke-tested on the CPU dev box (tiny llama, synthetic tokens)
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindformers import LlamaConfig, LlamaForCausalLM, Trainer, TrainingArguments

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
SEQ = 33

def gen():
    rng = np.random.default_rng(0)
    for _ in range(64):
        yield (rng.integers(1, 200, SEQ).astype(np.int32),)

train_dataset = ds.GeneratorDataset(gen, ["input_ids"], shuffle=False).batch(4, drop_remainder=True)

config = LlamaConfig(num_layers=2, hidden_size=64, num_heads=4, vocab_size=256, seq_length=SEQ - 1,
                     intermediate_size=128, use_flash_attention=False)
model = LlamaForCausalLM(config)
print("model built, num params:", sum(p.size for p in model.trainable_params()))

args = TrainingArguments(
    output_dir="./output_llama_ft_ok",
    num_train_epochs=1,
    per_device_train_batch_size=4,
    learning_rate=2e-4,
    warmup_ratio=0.1,
    lr_scheduler_type="cosine",
    logging_steps=2,
    save_strategy="no",
    gradient_accumulation_steps=1,
)
trainer = Trainer(model=model, args=args, train_dataset=train_dataset)
trainer.train()

# Prefill-style generation prompts for evaluating the ported model: the assistant turn is
# partially written and the model should continue it.
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast

words = ["<unk>", "<s>", "</s>", "<pad>", "<|im_start|>", "<|im_end|>"] + "hello how are you i am fine the answer is user assistant".split()
tk = Tokenizer(models.WordLevel({w: i for i, w in enumerate(words)}, unk_token="<unk>"))
tk.pre_tokenizer = pre_tokenizers.Whitespace()
tok = PreTrainedTokenizerFast(tokenizer_object=tk, bos_token="<s>", eos_token="<|im_end|>", unk_token="<unk>", pad_token="<pad>")
tok.chat_template = (
    "{% for message in messages %}{{ '<|im_start|>' + message['role'] + '\n' + message['content'] + '<|im_end|>\n' }}{% endfor %}"
    "{% if add_generation_prompt %}{{ '<|im_start|>assistant\n' }}{% endif %}"
)
GEN_KWARGS = dict(tokenize=True, add_generation_prompt=True)   # shared with the plain eval prompts

prompts = [
    [{"role": "user", "content": "how are you"}, {"role": "assistant", "content": "i am"}],
    [{"role": "user", "content": "hello"}, {"role": "assistant", "content": "the answer is"}],
]
for p in prompts:
    ids = tok.apply_chat_template(p, continue_final_message=True, **GEN_KWARGS)
    print(len(ids), ids)
